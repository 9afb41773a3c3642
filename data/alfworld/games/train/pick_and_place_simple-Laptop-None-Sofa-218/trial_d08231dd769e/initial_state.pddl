(define (problem plan_trial_d08231dd769e)
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
        Laptop_bar__minus_01_dot_80_bar__plus_00_dot_23_bar__plus_02_dot_66 - object
        Laptop_bar__minus_05_dot_88_bar__plus_00_dot_05_bar__plus_04_dot_86 - object
        Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48 - object
        Pillow_bar__minus_02_dot_69_bar__plus_00_dot_21_bar__plus_03_dot_05 - object
        Pillow_bar__minus_02_dot_66_bar__plus_00_dot_12_bar__plus_03_dot_18 - object
        Newspaper_bar__minus_05_dot_51_bar__plus_00_dot_16_bar__plus_04_dot_67 - object
        Newspaper_bar__minus_02_dot_64_bar__plus_00_dot_06_bar__plus_03_dot_07 - object
        Statue_bar__minus_01_dot_39_bar__plus_00_dot_16_bar__plus_02_dot_69 - object
        Statue_bar__minus_03_dot_15_bar__plus_00_dot_12_bar__plus_01_dot_74 - object
        CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__plus_06_dot_86 - object
        CreditCard_bar__plus_00_dot_89_bar__plus_00_dot_88_bar__plus_04_dot_20 - object
        Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94 - object
        RemoteControl_bar__minus_05_dot_52_bar__plus_00_dot_20_bar__plus_05_dot_04 - object
        RemoteControl_bar__minus_01_dot_37_bar__plus_00_dot_21_bar__plus_02_dot_71 - object
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
        (objectType Laptop_bar__minus_01_dot_80_bar__plus_00_dot_23_bar__plus_02_dot_66 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_80_bar__plus_00_dot_23_bar__plus_02_dot_66 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation Laptop_bar__minus_01_dot_80_bar__plus_00_dot_23_bar__plus_02_dot_66 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Laptop_bar__minus_01_dot_80_bar__plus_00_dot_23_bar__plus_02_dot_66)
        (objectType Laptop_bar__minus_05_dot_88_bar__plus_00_dot_05_bar__plus_04_dot_86 LaptopType)
        (inReceptacle Laptop_bar__minus_05_dot_88_bar__plus_00_dot_05_bar__plus_04_dot_86 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Laptop_bar__minus_05_dot_88_bar__plus_00_dot_05_bar__plus_04_dot_86 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Laptop_bar__minus_05_dot_88_bar__plus_00_dot_05_bar__plus_04_dot_86)
        (objectType Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48 PlateType)
        (inReceptacle Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (cleanable Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48)
        (heatable Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48)
        (coolable Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48)
        (pickupable Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48)
        (isReceptacleObject Plate_bar__minus_03_dot_14_bar__plus_00_dot_21_bar__plus_01_dot_48)
        (objectType Pillow_bar__minus_02_dot_69_bar__plus_00_dot_21_bar__plus_03_dot_05 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_69_bar__plus_00_dot_21_bar__plus_03_dot_05 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_69_bar__plus_00_dot_21_bar__plus_03_dot_05 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_69_bar__plus_00_dot_21_bar__plus_03_dot_05)
        (objectType Pillow_bar__minus_02_dot_66_bar__plus_00_dot_12_bar__plus_03_dot_18 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_66_bar__plus_00_dot_12_bar__plus_03_dot_18 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_66_bar__plus_00_dot_12_bar__plus_03_dot_18 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_66_bar__plus_00_dot_12_bar__plus_03_dot_18)
        (objectType Newspaper_bar__minus_05_dot_51_bar__plus_00_dot_16_bar__plus_04_dot_67 NewspaperType)
        (inReceptacle Newspaper_bar__minus_05_dot_51_bar__plus_00_dot_16_bar__plus_04_dot_67 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Newspaper_bar__minus_05_dot_51_bar__plus_00_dot_16_bar__plus_04_dot_67 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_05_dot_51_bar__plus_00_dot_16_bar__plus_04_dot_67)
        (objectType Newspaper_bar__minus_02_dot_64_bar__plus_00_dot_06_bar__plus_03_dot_07 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_64_bar__plus_00_dot_06_bar__plus_03_dot_07 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Newspaper_bar__minus_02_dot_64_bar__plus_00_dot_06_bar__plus_03_dot_07 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_64_bar__plus_00_dot_06_bar__plus_03_dot_07)
        (objectType Statue_bar__minus_01_dot_39_bar__plus_00_dot_16_bar__plus_02_dot_69 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_39_bar__plus_00_dot_16_bar__plus_02_dot_69 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation Statue_bar__minus_01_dot_39_bar__plus_00_dot_16_bar__plus_02_dot_69 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Statue_bar__minus_01_dot_39_bar__plus_00_dot_16_bar__plus_02_dot_69)
        (objectType Statue_bar__minus_03_dot_15_bar__plus_00_dot_12_bar__plus_01_dot_74 StatueType)
        (inReceptacle Statue_bar__minus_03_dot_15_bar__plus_00_dot_12_bar__plus_01_dot_74 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation Statue_bar__minus_03_dot_15_bar__plus_00_dot_12_bar__plus_01_dot_74 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (pickupable Statue_bar__minus_03_dot_15_bar__plus_00_dot_12_bar__plus_01_dot_74)
        (objectType CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__plus_06_dot_86 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__plus_06_dot_86 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__plus_06_dot_86 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__plus_06_dot_86)
        (objectType CreditCard_bar__plus_00_dot_89_bar__plus_00_dot_88_bar__plus_04_dot_20 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_89_bar__plus_00_dot_88_bar__plus_04_dot_20 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (objectAtLocation CreditCard_bar__plus_00_dot_89_bar__plus_00_dot_88_bar__plus_04_dot_20 loc_bar_0_bar_16_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_89_bar__plus_00_dot_88_bar__plus_04_dot_20)
        (objectType Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94 BoxType)
        (inReceptacle Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94)
        (isReceptacleObject Box_bar__plus_00_dot_74_bar__plus_00_dot_22_bar__plus_03_dot_94)
        (objectType RemoteControl_bar__minus_05_dot_52_bar__plus_00_dot_20_bar__plus_05_dot_04 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_05_dot_52_bar__plus_00_dot_20_bar__plus_05_dot_04 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation RemoteControl_bar__minus_05_dot_52_bar__plus_00_dot_20_bar__plus_05_dot_04 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_05_dot_52_bar__plus_00_dot_20_bar__plus_05_dot_04)
        (objectType RemoteControl_bar__minus_01_dot_37_bar__plus_00_dot_21_bar__plus_02_dot_71 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_37_bar__plus_00_dot_21_bar__plus_02_dot_71 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation RemoteControl_bar__minus_01_dot_37_bar__plus_00_dot_21_bar__plus_02_dot_71 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_37_bar__plus_00_dot_21_bar__plus_02_dot_71)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_27_bar_22_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r SofaType)
                        )
                    )
                )
            )
        )
    )
    