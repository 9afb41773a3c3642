(define (problem plan_trial_ebce8ce3a898)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76 - object
        Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81 - object
        Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31 - object
        Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16 - object
        CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_68_bar__plus_03_dot_37 - object
        CellPhone_bar__minus_01_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_35 - object
        RemoteControl_bar__minus_05_dot_77_bar__plus_00_dot_22_bar__plus_05_dot_13 - object
        Laptop_bar__plus_00_dot_95_bar__plus_00_dot_11_bar__plus_06_dot_87 - object
        Laptop_bar__minus_02_dot_66_bar__plus_00_dot_05_bar__plus_03_dot_57 - object
        Newspaper_bar__minus_05_dot_49_bar__plus_00_dot_09_bar__plus_05_dot_01 - object
        Pillow_bar__minus_02_dot_41_bar__plus_00_dot_02_bar__plus_03_dot_41 - object
        Pillow_bar__minus_02_dot_66_bar__plus_00_dot_13_bar__plus_03_dot_24 - object
        DeskLamp_bar__plus_00_dot_73_bar__plus_00_dot_24_bar__plus_06_dot_67 - object
        CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 - receptacle
        DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 - receptacle
        Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 - receptacle
        GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 - receptacle
        SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 - receptacle
        SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 - receptacle
        Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 - receptacle
        loc_bar__minus_10_bar_8_bar_3_bar_30 - location
        loc_bar__minus_26_bar_13_bar_2_bar_30 - location
        loc_bar__minus_26_bar_20_bar_1_bar_30 - location
        loc_bar__minus_27_bar_22_bar_1_bar_30 - location
        loc_bar__minus_2_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_15_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_0_bar_30 - location
        loc_bar_0_bar_13_bar_1_bar_30 - location
        loc_bar_0_bar_16_bar_1_bar_30 - location
        loc_bar_0_bar_9_bar_0_bar_30 - location
        loc_bar_3_bar_20_bar_2_bar_30 - location
        loc_bar_3_bar_23_bar_0_bar_30 - location
    )
(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 loc_bar_0_bar_9_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 loc_bar_0_bar_12_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 loc_bar_0_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 loc_bar_0_bar_16_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (receptacleType Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 loc_bar_3_bar_20_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 loc_bar_3_bar_23_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (objectType Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76 BoxType)
        (inReceptacle Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76)
        (isReceptacleObject Box_bar__minus_05_dot_89_bar__plus_00_dot_20_bar__plus_04_dot_76)
        (objectType Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81 BoxType)
        (inReceptacle Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81)
        (isReceptacleObject Box_bar__minus_05_dot_44_bar__plus_00_dot_13_bar__plus_04_dot_81)
        (objectType Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31 BoxType)
        (inReceptacle Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31)
        (isReceptacleObject Box_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__plus_02_dot_31)
        (objectType Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16 PlateType)
        (inReceptacle Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (cleanable Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16)
        (heatable Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16)
        (coolable Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16)
        (pickupable Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16)
        (isReceptacleObject Plate_bar__minus_05_dot_37_bar__plus_00_dot_22_bar__plus_05_dot_16)
        (objectType CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_68_bar__plus_03_dot_37 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_68_bar__plus_03_dot_37 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (objectAtLocation CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_68_bar__plus_03_dot_37 loc_bar_0_bar_13_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_68_bar__plus_03_dot_37)
        (objectType CellPhone_bar__minus_01_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_35 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_35 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation CellPhone_bar__minus_01_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_35 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_35)
        (objectType RemoteControl_bar__minus_05_dot_77_bar__plus_00_dot_22_bar__plus_05_dot_13 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_05_dot_77_bar__plus_00_dot_22_bar__plus_05_dot_13 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation RemoteControl_bar__minus_05_dot_77_bar__plus_00_dot_22_bar__plus_05_dot_13 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_05_dot_77_bar__plus_00_dot_22_bar__plus_05_dot_13)
        (objectType Laptop_bar__plus_00_dot_95_bar__plus_00_dot_11_bar__plus_06_dot_87 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_95_bar__plus_00_dot_11_bar__plus_06_dot_87 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation Laptop_bar__plus_00_dot_95_bar__plus_00_dot_11_bar__plus_06_dot_87 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable Laptop_bar__plus_00_dot_95_bar__plus_00_dot_11_bar__plus_06_dot_87)
        (objectType Laptop_bar__minus_02_dot_66_bar__plus_00_dot_05_bar__plus_03_dot_57 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_66_bar__plus_00_dot_05_bar__plus_03_dot_57 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Laptop_bar__minus_02_dot_66_bar__plus_00_dot_05_bar__plus_03_dot_57 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Laptop_bar__minus_02_dot_66_bar__plus_00_dot_05_bar__plus_03_dot_57)
        (objectType Newspaper_bar__minus_05_dot_49_bar__plus_00_dot_09_bar__plus_05_dot_01 NewspaperType)
        (inReceptacle Newspaper_bar__minus_05_dot_49_bar__plus_00_dot_09_bar__plus_05_dot_01 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Newspaper_bar__minus_05_dot_49_bar__plus_00_dot_09_bar__plus_05_dot_01 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_05_dot_49_bar__plus_00_dot_09_bar__plus_05_dot_01)
        (objectType Pillow_bar__minus_02_dot_41_bar__plus_00_dot_02_bar__plus_03_dot_41 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_41_bar__plus_00_dot_02_bar__plus_03_dot_41 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_41_bar__plus_00_dot_02_bar__plus_03_dot_41 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_41_bar__plus_00_dot_02_bar__plus_03_dot_41)
        (objectType Pillow_bar__minus_02_dot_66_bar__plus_00_dot_13_bar__plus_03_dot_24 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_66_bar__plus_00_dot_13_bar__plus_03_dot_24 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_66_bar__plus_00_dot_13_bar__plus_03_dot_24 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_66_bar__plus_00_dot_13_bar__plus_03_dot_24)
        (objectType DeskLamp_bar__plus_00_dot_73_bar__plus_00_dot_24_bar__plus_06_dot_67 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_73_bar__plus_00_dot_24_bar__plus_06_dot_67 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation DeskLamp_bar__plus_00_dot_73_bar__plus_00_dot_24_bar__plus_06_dot_67 loc_bar_3_bar_23_bar_0_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_73_bar__plus_00_dot_24_bar__plus_06_dot_67)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_27_bar_22_bar_1_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    