(define (problem plan_trial_bf9109c8ee10)
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
        CreditCard_bar__minus_02_dot_64_bar__plus_00_dot_07_bar__plus_00_dot_41 - object
        CreditCard_bar__minus_04_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_18 - object
        Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19 - object
        Laptop_bar__minus_02_dot_37_bar__plus_00_dot_26_bar__plus_04_dot_21 - object
        KeyChain_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__plus_04_dot_15 - object
        Statue_bar__minus_00_dot_22_bar__plus_00_dot_10_bar__plus_04_dot_09 - object
        Statue_bar__minus_06_dot_97_bar__plus_00_dot_29_bar__plus_00_dot_13 - object
        RemoteControl_bar__minus_02_dot_14_bar__plus_00_dot_44_bar__plus_04_dot_30 - object
        Pillow_bar__minus_02_dot_55_bar__plus_00_dot_09_bar__plus_00_dot_08 - object
        Pillow_bar__minus_02_dot_67_bar__plus_00_dot_14_bar__plus_00_dot_24 - object
        DeskLamp_bar__minus_02_dot_34_bar__plus_00_dot_09_bar__plus_04_dot_17 - object
        ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 - receptacle
        CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 - receptacle
        CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 - receptacle
        Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 - receptacle
        Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 - receptacle
        Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 - receptacle
        Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 - receptacle
        GarbageCan_bar__minus_01_dot_94_bar__plus_00_dot_54_bar__plus_01_dot_68 - receptacle
        loc_bar__minus_11_bar_15_bar_0_bar_30 - location
        loc_bar__minus_11_bar_7_bar_2_bar_30 - location
        loc_bar__minus_12_bar_15_bar_1_bar_30 - location
        loc_bar__minus_12_bar_6_bar_1_bar_30 - location
        loc_bar__minus_13_bar_15_bar_1_bar_30 - location
        loc_bar__minus_13_bar_5_bar_3_bar_30 - location
        loc_bar__minus_14_bar_15_bar_1_bar_30 - location
        loc_bar__minus_16_bar_15_bar_1_bar_30 - location
        loc_bar__minus_1_bar_5_bar_1_bar_30 - location
        loc_bar__minus_21_bar_3_bar_1_bar_30 - location
        loc_bar__minus_25_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_16_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_5_bar_15_bar_1_bar_30 - location
        loc_bar__minus_6_bar_13_bar_1_bar_30 - location
        loc_bar__minus_6_bar_15_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_2_bar_0 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 loc_bar__minus_21_bar_3_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 loc_bar__minus_6_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 loc_bar__minus_5_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23)
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 loc_bar__minus_12_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 loc_bar__minus_16_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 loc_bar__minus_14_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17)
        (receptacleType Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (receptacleType Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 DresserType)
        (receptacleAtLocation Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (receptacleType Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 OttomanType)
        (receptacleAtLocation Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_94_bar__plus_00_dot_54_bar__plus_01_dot_68 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_94_bar__plus_00_dot_54_bar__plus_01_dot_68 loc_bar__minus_8_bar_7_bar_2_bar_0)
        (objectType CreditCard_bar__minus_02_dot_64_bar__plus_00_dot_07_bar__plus_00_dot_41 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_64_bar__plus_00_dot_07_bar__plus_00_dot_41 Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26)
        (objectAtLocation CreditCard_bar__minus_02_dot_64_bar__plus_00_dot_07_bar__plus_00_dot_41 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_64_bar__plus_00_dot_07_bar__plus_00_dot_41)
        (objectType CreditCard_bar__minus_04_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_18 CreditCardType)
        (inReceptacle CreditCard_bar__minus_04_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_18 ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40)
        (objectAtLocation CreditCard_bar__minus_04_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_18 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_04_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_18)
        (objectType Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19 BoxType)
        (inReceptacle Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19 Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26)
        (objectAtLocation Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (pickupable Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19)
        (isReceptacleObject Box_bar__minus_02_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_19)
        (objectType Laptop_bar__minus_02_dot_37_bar__plus_00_dot_26_bar__plus_04_dot_21 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_37_bar__plus_00_dot_26_bar__plus_04_dot_21 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Laptop_bar__minus_02_dot_37_bar__plus_00_dot_26_bar__plus_04_dot_21 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Laptop_bar__minus_02_dot_37_bar__plus_00_dot_26_bar__plus_04_dot_21)
        (objectType KeyChain_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__plus_04_dot_15 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__plus_04_dot_15 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation KeyChain_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__plus_04_dot_15 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__plus_04_dot_15)
        (objectType Statue_bar__minus_00_dot_22_bar__plus_00_dot_10_bar__plus_04_dot_09 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_22_bar__plus_00_dot_10_bar__plus_04_dot_09 Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01)
        (objectAtLocation Statue_bar__minus_00_dot_22_bar__plus_00_dot_10_bar__plus_04_dot_09 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (pickupable Statue_bar__minus_00_dot_22_bar__plus_00_dot_10_bar__plus_04_dot_09)
        (objectType Statue_bar__minus_06_dot_97_bar__plus_00_dot_29_bar__plus_00_dot_13 StatueType)
        (inReceptacle Statue_bar__minus_06_dot_97_bar__plus_00_dot_29_bar__plus_00_dot_13 CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00)
        (objectAtLocation Statue_bar__minus_06_dot_97_bar__plus_00_dot_29_bar__plus_00_dot_13 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__minus_06_dot_97_bar__plus_00_dot_29_bar__plus_00_dot_13)
        (objectType RemoteControl_bar__minus_02_dot_14_bar__plus_00_dot_44_bar__plus_04_dot_30 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_14_bar__plus_00_dot_44_bar__plus_04_dot_30 Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (objectAtLocation RemoteControl_bar__minus_02_dot_14_bar__plus_00_dot_44_bar__plus_04_dot_30 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_14_bar__plus_00_dot_44_bar__plus_04_dot_30)
        (objectType Pillow_bar__minus_02_dot_55_bar__plus_00_dot_09_bar__plus_00_dot_08 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_55_bar__plus_00_dot_09_bar__plus_00_dot_08 Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26)
        (objectAtLocation Pillow_bar__minus_02_dot_55_bar__plus_00_dot_09_bar__plus_00_dot_08 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar__minus_02_dot_55_bar__plus_00_dot_09_bar__plus_00_dot_08)
        (objectType Pillow_bar__minus_02_dot_67_bar__plus_00_dot_14_bar__plus_00_dot_24 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_67_bar__plus_00_dot_14_bar__plus_00_dot_24 Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26)
        (objectAtLocation Pillow_bar__minus_02_dot_67_bar__plus_00_dot_14_bar__plus_00_dot_24 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar__minus_02_dot_67_bar__plus_00_dot_14_bar__plus_00_dot_24)
        (objectType DeskLamp_bar__minus_02_dot_34_bar__plus_00_dot_09_bar__plus_04_dot_17 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_02_dot_34_bar__plus_00_dot_09_bar__plus_04_dot_17 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation DeskLamp_bar__minus_02_dot_34_bar__plus_00_dot_09_bar__plus_04_dot_17 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (toggleable DeskLamp_bar__minus_02_dot_34_bar__plus_00_dot_09_bar__plus_04_dot_17)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_1_bar_5_bar_1_bar_30)
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
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    